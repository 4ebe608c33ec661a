// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertDeclaredPlugins, PLUGIN_DECLARATIONS } from '../../../../src/server/plugins/plugin-declarations';

/**
 * What is still code instead of JSON. The cap only ever goes down: when a format grows so that JSON can
 * say what a plug-in did, the plug-in goes and this number with it. Raising it needs a reason the docs give.
 */
// 7: srmPosSupplierInfo.doOpenPortalAccount (supplierInfoToPortal) mails a generated password (docs/authoring.md).
// 9: srmSupplierInvite.doSendInvite / doResendInvite (registerInviteList) mail a single-use registration link.
// 10: srmDeliveryHeader.doGenerateBarcodes (supplierDeliveryNoteEdit) splits a quantity into packages, one barcode line each.
// 11: srmPoHeader.doSyncSap (purchaseOrderEdit) calls the outbound integration point erp.purchaseOrder.sync.
// 14: baseOauthApp.doRotateSecret / doRevokeTokens (baseOauthAppList) issue a client secret once and revoke tokens;
//     baseApiProject.doImportSwagger (projectAndModule) reads a Swagger/OpenAPI file into APIs.
// 15: baseDataSource.doTestConnection (datasource) opens a read-only connection to another database.
// 18: devCodeGeneration.doProposeFields / doDownloadCode / doWriteProject (devtoolsGeneratorCode) read a table, zip or write the generated files.
const MOST_PLUGINS = 18;
const AUTHORING = readFileSync(resolve(import.meta.dirname, '../../../../docs/authoring.md'), 'utf8');

describe('plug-ins', () => {
  it(`are at most ${MOST_PLUGINS}`, () => {
    expect(PLUGIN_DECLARATIONS.length).toBeLessThanOrEqual(MOST_PLUGINS);
  });

  it('are each listed in docs/authoring.md with the reason JSON could not hold them', () => {
    for (const plugin of PLUGIN_DECLARATIONS) expect(AUTHORING).toContain(`| \`${plugin.name}\` | ${plugin.kind} |`);
  });

  it('stop the server when one is wired without a declaration, or declared without being wired', () => {
    const wired = (kind: string) => PLUGIN_DECLARATIONS.filter((plugin) => plugin.kind === kind).map((plugin) => plugin.name);
    expect(() => assertDeclaredPlugins({ action: wired('action'), recordCheck: wired('recordCheck'), serviceEntity: wired('serviceEntity') })).not.toThrow();
    expect(() => assertDeclaredPlugins({ action: [...wired('action'), 'srmPoHeader.doMagic'], recordCheck: wired('recordCheck'), serviceEntity: wired('serviceEntity') }))
      .toThrow('plug-in srmPoHeader.doMagic (action) is wired in code but not declared');
    expect(() => assertDeclaredPlugins({ action: wired('action').slice(1), recordCheck: wired('recordCheck'), serviceEntity: wired('serviceEntity') }))
      .toThrow(/is declared but nothing in code implements it/);
  });
});
