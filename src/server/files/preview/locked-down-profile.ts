import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Settings of a fresh LibreOffice profile for converting documents from strangers: no macros at all, no
 * links to other files or to the network updated on load (Writer 0 and Calc 1 mean "never"), no
 * formulas recalculated on load (WEBSERVICE and friends would fetch URLs).
 */
const SETTINGS = `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="MacroSecurityLevel" oor:op="fuse"><value>3</value></prop></item>
<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="DisableMacrosExecution" oor:op="fuse"><value>true</value></prop></item>
<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="BlockUntrustedRefererLinks" oor:op="fuse"><value>true</value></prop></item>
<item oor:path="/org.openoffice.Office.Writer/Content/Update"><prop oor:name="Link" oor:op="fuse"><value>0</value></prop></item>
<item oor:path="/org.openoffice.Office.Calc/Content/Update"><prop oor:name="Link" oor:op="fuse"><value>1</value></prop></item>
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>1</value></prop></item>
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="ODFRecalcMode" oor:op="fuse"><value>1</value></prop></item>
</oor:items>
`;

/** Creates the profile directory LibreOffice is started with (`-env:UserInstallation`), locked down. */
export async function writeLockedDownProfile(profileDirectory: string): Promise<void> {
  const user = join(profileDirectory, 'user');
  await mkdir(user, { recursive: true, mode: 0o700 });
  await writeFile(join(user, 'registrymodifications.xcu'), SETTINGS, { mode: 0o600 });
}
