/**
 * Everything business-facing that is code rather than JSON, in one list (docs/authoring.md, "Plug-ins"):
 * each entry names the entity operation, record check or service entity it implements and why an
 * entity schema or screen descriptor cannot say it. The server refuses to start when a plug-in is wired
 * without being declared here or declared without being wired, and a test caps the count, so the list
 * only ever gets shorter as the formats grow.
 */
export type PluginKind = 'action' | 'recordCheck' | 'serviceEntity';

export interface PluginDeclaration {
  /** `<entity>.<operation>` for actions, the entity name for record checks and service entities. */
  name: string;
  kind: PluginKind;
  /** Why JSON cannot hold it. */
  reason: string;
}

export const PLUGIN_DECLARATIONS: readonly PluginDeclaration[] = [
  {
    name: 'srmSupplierRegister.doApproveRegister',
    kind: 'action',
    reason: 'creates the supplier and its portal user with a generated temporary password, and mails the password: secrets and mail are not data',
  },
  {
    name: 'srmSupplierRegister.doRejectRegister',
    kind: 'action',
    reason: 'mails the applicant the reason; entity actions cannot send mail until the message centre (issue 19) lets them declare events',
  },
  {
    name: 'srmPosSupplierInfo.doOpenPortalAccount',
    kind: 'action',
    reason: 'opens the portal user of an existing supplier with a generated temporary password, hashed, and mails it: the registration approval\'s user creation, for suppliers entered or imported by buyers',
  },
  {
    name: 'srmSupplierInvite.doSendInvite',
    kind: 'action',
    reason: 'makes the single-use registration link of an invitation (a random token, only its hash stored) and mails it: secrets and mail are not data',
  },
  {
    name: 'srmSupplierInvite.doResendInvite',
    kind: 'action',
    reason: 'replaces the link\'s token (the one mailed before stops working) and mails the new link',
  },
  {
    name: 'baseUsers.doAdminResetUserPwd',
    kind: 'action',
    reason: 'generates and hashes a temporary password, ends the user\'s sessions and mails the password',
  },
  {
    name: 'baseReportBackExport.downloadFile',
    kind: 'action',
    reason: 'streams a stored export file to its owner; files are bytes in the file store, not record fields',
  },
  {
    name: 'srmDeliveryHeader.doGenerateBarcodes',
    kind: 'action',
    reason: 'splits each delivery line (its batches) into packages of a quantity per package, one barcode line per package: a variable number of lines made from a division is not an expression or a mapping',
  },
  {
    name: 'srmPoHeader.doSyncSap',
    kind: 'action',
    reason: 'hands an approved order to the ERP through the outbound integration point erp.purchaseOrder.sync and logs the call in the interface log: another system\'s interface is code the interface platform registers, not data',
  },
  {
    name: 'baseOauthApp.doRotateSecret',
    kind: 'action',
    reason: 'generates an API client\'s secret, stores only its hash and hands the secret over once as a downloaded file: secrets are not data',
  },
  {
    name: 'baseOauthApp.doRevokeTokens',
    kind: 'action',
    reason: 'deletes the client\'s access tokens, which live hashed in the platform table sys_oauth_access_tokens, not in an entity',
  },
  {
    name: 'baseApiProject.doImportSwagger',
    kind: 'action',
    reason: 'parses the attached Swagger 2 / OpenAPI 3 file into APIs with their parameter lines: reading another format\'s document is code',
  },
  {
    name: 'baseDataSource.doTestConnection',
    kind: 'action',
    reason: 'opens a read-only connection to the external PostgreSQL or MySQL database with the sealed password and says what answered (reached, refused, wrong password, no such database, timeout): another system\'s network is not data',
  },
  {
    name: 'devCodeGeneration.doProposeFields',
    kind: 'action',
    reason: 'reads the columns of a table of the platform\'s database or of a data source into proposed entity fields (types, labels, lookups, references guessed from names and comments): reading another database\'s catalogue is code',
  },
  {
    name: 'devCodeGeneration.doDownloadCode',
    kind: 'action',
    reason: 'makes the entity schema, list and edit descriptors and menu entry of the reviewed proposal (the code of npm run new:screen) and answers them as a zip: files are not record fields',
  },
  {
    name: 'devCodeGeneration.doWriteProject',
    kind: 'action',
    reason: 'writes those files into the repository of a development server (DEV_CODE_WRITE) and runs the project validator, taking everything back on a problem: files are not record fields',
  },
  {
    name: 'scheduleRequest',
    kind: 'recordCheck',
    reason: 'checks a request\'s parameters against the zod parameter schema of the program it runs, which is code',
  },
  {
    name: 'baseRedisKey',
    kind: 'serviceEntity',
    reason: 'its records are the keys of the Redis server, not rows of a table',
  },
];

/** Names wired in code by kind: every one must be declared above, and every declaration wired. */
export function assertDeclaredPlugins(wired: Record<PluginKind, Iterable<string>>): void {
  for (const kind of Object.keys(wired) as PluginKind[]) {
    const declared = new Set(PLUGIN_DECLARATIONS.filter((plugin) => plugin.kind === kind).map((plugin) => plugin.name));
    const present = new Set(wired[kind]);
    for (const name of present) {
      if (!declared.has(name)) throw new Error(`plug-in ${name} (${kind}) is wired in code but not declared in src/server/plugins/plugin-declarations.ts`);
    }
    for (const name of declared) {
      if (!present.has(name)) throw new Error(`plug-in ${name} (${kind}) is declared but nothing in code implements it`);
    }
  }
}
