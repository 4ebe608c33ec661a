import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { linkedRoutesOf, screenEntityOf, screenLinksOf } from '../../../renderer/loading/screen-links';
import { ScreenDescriptor } from '../../../renderer/screen-format';
import { BPM_ENTITIES } from '../../shared/bpm/bpm-entities';
import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import type { AttachmentConfig } from '../../../renderer/descriptors/attachment-config.schema';
import { attachmentSlotKey, attachmentWidgetsOf } from '../files/attachment-widgets';
import type { PickerView } from '../entities/picker-view';
import { CheckedDefinitions } from '../startup/checked-definitions';
import { pickerViews } from './picker-views';

/** The entities a menu's screens use: fully (read and write) and read-only (reference pickers). */
export interface Coverage {
  full: ReadonlySet<string>;
  readOnly: ReadonlySet<string>;
  /** What the pickers may read of each read-only entity (picker-views.ts): never the whole record. */
  pickerViews: ReadonlyMap<string, PickerView>;
  /** The attachment widgets of those screens by "entity.field" (the first one where a field has several). */
  attachments: ReadonlyMap<string, AttachmentConfig>;
}

const NOTHING: Coverage = { full: new Set(), readOnly: new Set(), pickerViews: new Map(), attachments: new Map() };

/** The screen descriptor files under `dir`. */
export function screenDescriptorFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return screenDescriptorFiles(path);
    return entry.isFile() && entry.name.endsWith('.json') ? [path] : [];
  });
}

/** The file's descriptor: as built (checked-definitions.ts), or checked now. */
function descriptorOf(file: string, checked: CheckedDefinitions): ScreenDescriptor {
  const content = readFileSync(file, 'utf8');
  const built = checked.parsedAtBuild('screen', content);
  if (built !== undefined) return built as ScreenDescriptor;
  const parsed = ScreenDescriptor.safeParse(JSON.parse(content));
  if (!parsed.success) throw new Error(`screen ${file} is not a valid descriptor: ${parsed.error.message}`);
  return parsed.data;
}

/** Reads every screen descriptor under `screensDir`; the route is the path under screens/<area>/ without .json. */
export function loadScreenDescriptors(screensDir: string, checked = CheckedDefinitions.NONE): Map<string, ScreenDescriptor> {
  const screens = new Map<string, ScreenDescriptor>();
  for (const file of screenDescriptorFiles(screensDir)) {
    const route = relative(screensDir, file).split(/[\\/]/).slice(1).join('/').replace(/\.json$/, '');
    const descriptor = descriptorOf(file, checked);
    if (descriptor.route !== route) throw new Error(`screen ${file} declares route ${descriptor.route}, expected ${route}`);
    if (screens.has(route)) throw new Error(`screen route ${route} is defined twice`);
    screens.set(route, descriptor);
  }
  return screens;
}

/**
 * Which entities a menu's screen may call (DESIGN §4.5): the screen's entity, the screens it links
 * to (editRoute / listRoute, followed transitively) and their line entities; read-only, through a
 * picker's view only, the entities their fields refer to (what reference pickers list), and for a report
 * over a line entity its header and the header's references. A dashboard covers nothing: its widgets call
 * under their own routes' menus. Computed once per route.
 */
export class ScreenCoverage {
  private readonly byRoute = new Map<string, Coverage>();

  constructor(
    readonly screens: ReadonlyMap<string, ScreenDescriptor>,
    private readonly catalog: EntityCatalog,
  ) {}

  forRoute(route: string | null): Coverage {
    if (!route) return NOTHING;
    let coverage = this.byRoute.get(route);
    if (!coverage) {
      coverage = this.compute(route);
      this.byRoute.set(route, coverage);
    }
    return coverage;
  }

  private compute(start: string): Coverage {
    const full = new Set<string>();
    const attachments = new Map<string, AttachmentConfig>();
    const routes = [start];
    const seen = new Set<string>();
    const headerReads: string[] = [];
    const screens: ScreenDescriptor[] = [];
    while (routes.length > 0) {
      const route = routes.pop() as string;
      const screen = this.screens.get(route);
      if (seen.has(route) || !screen) continue;
      seen.add(route);
      screens.push(screen);
      const entity = screenEntityOf(screen);
      if (entity) this.addWithLines(entity, full);
      // An instance view with task buttons calls the task entity's operations.
      if (screen.type === 'processInstance' && screen.taskActions.length + screen.adminTaskActions.length > 0) this.addWithLines(BPM_ENTITIES.task, full);
      if (screen.type === 'report') headerReads.push(...this.headerOf(screen.entity));
      // A chart board runs the chartData of its chart definitions.
      if (screen.type === 'chartBoard') for (const name of [screen.chartEntity, screen.reportEntity]) this.addWithLines(name, full);
      for (const widget of attachmentWidgetsOf(screen, this.catalog)) {
        const key = attachmentSlotKey(widget.entity, widget.field);
        if (!attachments.has(key)) attachments.set(key, widget.config);
      }
      routes.push(...linkedRoutesOf(screenLinksOf(screen)));
    }
    const views = pickerViews(this.catalog, full, [...full, ...headerReads], screens);
    return { full, readOnly: new Set(views.keys()), pickerViews: views, attachments };
  }

  /**
   * A report over a line entity groups and searches its header's fields: the header, and what the
   * header's fields refer to (the search form's reference selects), are read by its screen too.
   */
  private headerOf(name: string): string[] {
    const relation = this.catalog.has(name) ? this.catalog.parentOf(name) : undefined;
    return relation ? [relation.header.name] : [];
  }

  private addWithLines(name: string, into: Set<string>): void {
    if (into.has(name) || !this.catalog.has(name)) return;
    into.add(name);
    for (const lines of this.catalog.get(name).lines ?? []) this.addWithLines(lines.entity, into);
  }
}
