/** Small BPMN documents for the designer's and the monitoring's pure parts, written as the server reads them. */
const HEAD = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:srm="http://srm-platform.org/schema/bpmn/1.0"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:other="http://example.org/other" id="defs" targetNamespace="http://srm-platform.org/test">`;

/** start -> level1 -> gateway: taxTotalAmount >= 100000 goes to level2, otherwise (default) to end. */
export const AMOUNT_MODEL = `${HEAD}<bpmn:process id="po" name="Orders" isExecutable="true">
  <bpmn:startEvent id="start" />
  <bpmn:userTask id="level1" name="Level 1"><bpmn:extensionElements>
    <other:note text="kept" />
    <srm:approval mode="any" dueHours="24"><srm:approver kind="user" value="approver" /></srm:approval>
  </bpmn:extensionElements></bpmn:userTask>
  <bpmn:exclusiveGateway id="amount" default="small" />
  <bpmn:userTask id="level2" name="Level 2"><bpmn:extensionElements>
    <srm:approval mode="all"><srm:approver kind="user" value="admin" /><srm:approver kind="role" value="PUR_APPROVER" /></srm:approval>
  </bpmn:extensionElements></bpmn:userTask>
  <bpmn:endEvent id="end" />
  <bpmn:sequenceFlow id="toLevel1" sourceRef="start" targetRef="level1" />
  <bpmn:sequenceFlow id="toAmount" sourceRef="level1" targetRef="amount" />
  <bpmn:sequenceFlow id="large" sourceRef="amount" targetRef="level2"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" language="srm:condition">{"field": "taxTotalAmount", "op": "gte", "value": 100000}</bpmn:conditionExpression></bpmn:sequenceFlow>
  <bpmn:sequenceFlow id="small" sourceRef="amount" targetRef="end" />
  <bpmn:sequenceFlow id="level2ToEnd" sourceRef="level2" targetRef="end" />
</bpmn:process></bpmn:definitions>`;
