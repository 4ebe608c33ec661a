/**
 * Words the sample data is made of: what the records of a Chinese manufacturer's purchasing department
 * look like (suppliers, people, items, places, notes). Plain data; field-values.ts picks from it.
 */
export const CITIES = ['苏州', '宁波', '深圳', '青岛', '成都', '武汉', '无锡', '佛山', '天津', '厦门', '合肥', '常州'];

export const BRANDS = ['宏达', '精工', '鑫源', '华信', '恒通', '瑞丰', '永盛', '博远', '金石', '凯德', '联创', '正泰'];

export const INDUSTRIES = ['精密机械', '电子科技', '新材料', '包装材料', '五金制品', '汽车零部件', '电气设备', '塑胶制品', '物流', '工业自动化'];

export const COMPANY_SUFFIXES = ['有限公司', '有限公司', '股份有限公司'];

export const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙'];

export const GIVEN_NAMES = ['伟', '芳', '敏', '静', '磊', '洋', '勇', '艳', '杰', '涛', '明', '超', '丽', '强', '婷', '晨'];

export const LOGIN_NAMES = ['wangwei', 'lifang', 'zhangmin', 'liujing', 'chenlei', 'yangyang', 'zhaoyong', 'huangyan', 'zhoujie', 'wutao'];

export const ORGANIZATIONS = ['集团总部', '华东制造中心', '华南制造中心', '西南制造中心', '研发中心', '备件中心库'];

export const ITEMS = [
  '深沟球轴承 6205',
  '不锈钢六角螺栓',
  '伺服电机',
  'PLC 控制模块',
  '铝合金型材',
  '五层瓦楞纸箱',
  '光电传感器',
  '液压油缸',
  '氟橡胶密封圈',
  '镀锡铜排',
  '变频器',
  '工业触摸屏',
];

export const SPECIFICATIONS = ['25×52×15mm', 'M8×30 304', '750W 220V', 'CPU 1214C', '6063-T5 40×40', '600×400×400', 'NPN 常开', 'Φ63×200', 'Φ20×2.5', '30×3mm', '5.5kW', '10.1 英寸'];

export const STREETS = ['星湖街', '长江路', '科技大道', '工业园路', '滨海大道', '创新路', '金鸡湖大道', '高新四路'];

export const NOTES = [
  '按框架协议价格执行',
  '请于交货前三日通知仓库',
  '含运费及包装费',
  '首批试产物料，需附检验报告',
  '季度备货，分两批交付',
  '加急订单，优先排产',
  '交货时请提供出厂合格证',
  '质保期十二个月',
];

/** Purchase categories laid out as a sample tree is (sample-tree.ts): three top levels, four below, five leaves. */
export const PURCHASE_CATEGORIES = [
  '生产性物料', '非生产性物料', '服务类',
  '机械零部件', '办公用品', '物流服务', '电子元器件',
  '轴承', '文具耗材', '运输服务', '连接器', '紧固件',
];
