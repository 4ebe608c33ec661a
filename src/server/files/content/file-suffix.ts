/**
 * Invisible characters (controls, bidi overrides, zero-width marks) are dropped before the extension is
 * read: "invoice\u202Efdp.exe" shows as "invoiceexe.pdf" but must count as .exe.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

/**
 * The extension of a file name as the content check and the store see it: lowercase, without the dot,
 * '' when there is none. Trailing dots and spaces are ignored as Windows ignores them ("a.exe. " runs as
 * a.exe), compatibility forms are folded (full-width "ｅｘｅ" is "exe"), and only the last part counts
 * ("a.tar.gz" is "gz").
 */
export function suffixOf(originalFileName: string): string {
  const name = originalFileName.normalize('NFKC').replace(INVISIBLE, '');
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[.\s]+$/u, '');
  const dot = base.lastIndexOf('.');
  return dot < 0 ? '' : base.slice(dot + 1).trim().toLowerCase();
}

/**
 * Extensions refused whatever a widget allows: programs and scripts a desktop runs on a double click,
 * pages and images a browser runs script in when served (html, svg, xsl), server-side scripts, disk
 * images that carry programs past the download warning, and office files with macros.
 * Plain xml is accepted as data (e-invoices and exports are xml); it is never served as a page.
 */
export const BLOCKED_SUFFIXES: ReadonlySet<string> = new Set([
  // Windows programs, installers, libraries and shortcuts
  'exe', 'dll', 'com', 'scr', 'pif', 'cpl', 'sys', 'drv', 'ocx', 'msi', 'msp', 'mst', 'msc', 'appx', 'appxbundle',
  'msix', 'msixbundle', 'application', 'gadget', 'lnk', 'url', 'scf', 'inf', 'reg', 'chm', 'hlp', 'hta',
  'settingcontent-ms', 'library-ms',
  // Windows scripts
  'bat', 'cmd', 'ps1', 'ps1xml', 'ps2', 'psm1', 'psd1', 'psc1', 'vb', 'vbs', 'vbe', 'js', 'jse', 'mjs', 'cjs',
  'wsf', 'wsh', 'wsc', 'ws',
  // other platforms' programs, packages and scripts
  'jar', 'class', 'apk', 'app', 'deb', 'rpm', 'dmg', 'pkg', 'run', 'sh', 'bash', 'zsh', 'csh', 'ksh', 'command',
  'desktop', 'scpt', 'py', 'pyc', 'pyw', 'pl', 'rb', 'elf', 'so', 'dylib',
  // disk images that bypass the "downloaded from the internet" mark
  'iso', 'img', 'vhd', 'vhdx',
  // server-side pages and server configuration
  'php', 'php3', 'php4', 'php5', 'php7', 'phtml', 'phar', 'jsp', 'jspx', 'asp', 'aspx', 'ascx', 'ashx', 'asmx',
  'cgi', 'htaccess',
  // what a browser runs script in
  'html', 'htm', 'xhtml', 'xht', 'shtml', 'mht', 'mhtml', 'svg', 'svgz', 'xsl', 'xslt', 'swf',
  // office files with macros, and Access programs
  'docm', 'dotm', 'xlsm', 'xltm', 'xlam', 'pptm', 'potm', 'ppam', 'ppsm', 'sldm', 'mde', 'ade', 'adp', 'accde',
]);
