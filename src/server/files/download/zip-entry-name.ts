/**
 * A file's name inside a batch-download zip: no directories (no "../" tricks when unpacked), and a
 * number added when two files share a name, so none overwrites another.
 */
export function zipEntryName(originalFileName: string, used: Set<string>): string {
  const base = originalFileName.replace(/[\\/]/g, '_').replace(/^\.+/, '_') || 'file';
  let name = base;
  for (let copy = 2; used.has(name.toLowerCase()); copy += 1) {
    const dot = base.lastIndexOf('.');
    name = dot > 0 ? `${base.slice(0, dot)} (${copy})${base.slice(dot)}` : `${base} (${copy})`;
  }
  used.add(name.toLowerCase());
  return name;
}
