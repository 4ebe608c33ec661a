/**
 * The shell's first-screen strings in Chinese (the default language): the login page and what every page shows
 * around it. Keys mirror shell-resources-en.ts exactly. The other pages' strings load with those pages
 * (page-strings-cn.ts), so the login page does not download them.
 */
export const shellCN = {
  productName: 'SRM 供应商协同平台',
  language: { label: '语言', CN: '中文', EN: 'English' },
  captcha: {
    label: '验证码',
    placeholder: '请输入图中字符',
    refresh: '看不清？换一张',
    required: '请输入验证码',
    loadFailed: '验证码加载失败，请点击图片重试',
  },
  publicLinks: {
    forget: '忘记密码',
    register: '供应商注册',
    registerInfo: '注册进度查询',
    backToLogin: '返回登录',
  },
  login: {
    sso: {
      heading: '其他登录方式',
      signInWith: '使用 {{name}} 登录',
      signingIn: '正在登录…',
      errors: {
        providerUnknown: '该单点登录提供方不存在或已停用',
        providerUnavailable: '无法连接单点登录提供方，请稍后重试或使用密码登录',
        flowMissing: '单点登录未在本浏览器发起或已超时，请重新点击登录按钮',
        flowExpired: '单点登录已超时，请重新点击登录按钮',
        stateMismatch: '单点登录应答与本次登录不符（state 不匹配），请重新点击登录按钮',
        replayed: '该单点登录应答已被使用，请重新点击登录按钮',
        providerRefused: '身份提供方未完成登录（已取消或被拒绝）',
        tokenRejected: '身份提供方的应答未通过校验（颁发者、受众、有效期或签名），请联系管理员检查单点登录配置',
        claimMissing: '身份提供方未提供用于识别账号的声明“{{claim}}”，请联系管理员检查声明映射',
        unknownUser: '平台中不存在账号“{{user}}”，且该提供方未开启自动创建用户，请联系管理员开通',
        linkedToAnother: '账号“{{user}}”已绑定该提供方的其他身份，请联系管理员',
        userDisabled: '该账号已被禁用，请联系管理员',
      },
    },
    title: '账号登录',
    subtitle: '采购与供应商协同一站式平台',
    userName: '用户名',
    password: '密码',
    submit: '登录',
    userNameRequired: '请输入用户名',
    passwordRequired: '请输入密码',
    sessionExpired: '登录已失效，请重新登录',
    signedOut: '您已安全退出',
    failed: '登录失败',
  },
  routeError: { title: '页面加载失败', reload: '重新加载' },
  loading: '加载中…',
};

/** The shape every language must supply (EN is checked against it by the compiler). */
export type ShellStrings = typeof shellCN;
