/**
 * The sample approval model (as the demo orders will use it): the purchasing approver, then from 100,000 a
 * countersign of two users, drawn so bpmn-js shows it in the designer and the monitoring stories.
 */
export const SAMPLE_APPROVAL_MODEL_KEY = 'poApproval';

export const SAMPLE_APPROVAL_MODEL_XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI"
  xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI"
  xmlns:srm="http://srm-platform.org/schema/bpmn/1.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  id="definitions" targetNamespace="http://srm-platform.org/sample">
  <bpmn:process id="${SAMPLE_APPROVAL_MODEL_KEY}" name="采购订单审批" isExecutable="true">
    <bpmn:startEvent id="start" name="提交" />
    <bpmn:userTask id="level1" name="采购审批">
      <bpmn:extensionElements>
        <srm:approval mode="any" dueHours="24"><srm:approver kind="role" value="PUR_APPROVER" /></srm:approval>
      </bpmn:extensionElements>
    </bpmn:userTask>
    <bpmn:exclusiveGateway id="amountGateway" name="金额" default="small" />
    <bpmn:userTask id="level2" name="二级会签">
      <bpmn:extensionElements>
        <srm:approval mode="all" dueHours="48"><srm:approver kind="user" value="admin" /><srm:approver kind="user" value="approver" /></srm:approval>
      </bpmn:extensionElements>
    </bpmn:userTask>
    <bpmn:endEvent id="end" name="通过" />
    <bpmn:sequenceFlow id="toLevel1" sourceRef="start" targetRef="level1" />
    <bpmn:sequenceFlow id="toGateway" sourceRef="level1" targetRef="amountGateway" />
    <bpmn:sequenceFlow id="large" name="≥ 100,000" sourceRef="amountGateway" targetRef="level2">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" language="srm:condition">{"field": "taxTotalAmount", "op": "gte", "value": 100000}</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="small" sourceRef="amountGateway" targetRef="end" />
    <bpmn:sequenceFlow id="level2ToEnd" sourceRef="level2" targetRef="end" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="diagram">
    <bpmndi:BPMNPlane id="plane" bpmnElement="${SAMPLE_APPROVAL_MODEL_KEY}">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="152" y="182" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="level1_di" bpmnElement="level1"><dc:Bounds x="250" y="160" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="amountGateway_di" bpmnElement="amountGateway" isMarkerVisible="true"><dc:Bounds x="415" y="175" width="50" height="50" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="level2_di" bpmnElement="level2"><dc:Bounds x="530" y="60" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end"><dc:Bounds x="712" y="182" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="toLevel1_di" bpmnElement="toLevel1"><di:waypoint x="188" y="200" /><di:waypoint x="250" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="toGateway_di" bpmnElement="toGateway"><di:waypoint x="350" y="200" /><di:waypoint x="415" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="large_di" bpmnElement="large"><di:waypoint x="440" y="175" /><di:waypoint x="440" y="100" /><di:waypoint x="530" y="100" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="small_di" bpmnElement="small"><di:waypoint x="465" y="200" /><di:waypoint x="712" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="level2ToEnd_di" bpmnElement="level2ToEnd"><di:waypoint x="630" y="100" /><di:waypoint x="730" y="100" /><di:waypoint x="730" y="182" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`;
