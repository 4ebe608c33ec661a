import { existsSync } from 'node:fs';

/**
 * Tests that need a real tool run when it is there. Without it they are skipped with the reason and the
 * install command, except under CI=true, where a missing tool is a failure.
 */
export function requireTool(name: string, present: boolean, install: string): boolean {
  if (present) return true;
  const message = `${name} is not available: install it with \`${install}\``;
  if (process.env.CI === 'true') throw new Error(`${message} (CI=true needs it)`);
  console.warn(`skipping: ${message}`);
  return false;
}

export const CHROMIUM_PATH = '/usr/bin/chromium';

export function chromiumAvailable(): boolean {
  return requireTool('Chromium', existsSync(CHROMIUM_PATH), 'apt-get install -y chromium');
}

export function tesseractAvailable(): boolean {
  return requireTool('tesseract', existsSync('/usr/bin/tesseract'), 'apt-get install -y tesseract-ocr tesseract-ocr-chi-sim');
}

export function libreOfficeAvailable(): boolean {
  return requireTool('LibreOffice', existsSync('/usr/bin/soffice'), 'apt-get install -y libreoffice-calc-nogui');
}
