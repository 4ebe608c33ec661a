import { createMemoryAdapter, type MemoryAdapter } from '../../renderer/data/memory-adapter';
import type { Row } from '../../renderer/data/memory/memory-query';
import type { Language } from '../../src/shared/formats/common';
import { SAMPLE_NOW } from '../sample-data/sample-clock';
import { sampleDocumentLinks } from '../sample-data/sample-document-links';
import { sampleRecords } from '../sample-data/sample-records';
import { EntityCatalog } from '../../src/shared/entity/entity-catalog';
import type { SampleProject } from './sample-project';
import { memoryUserOf, type Viewer } from './viewer';
import { viewerPendingSources } from './viewer-menus';

const recordsByProject = new WeakMap<SampleProject, Record<string, Row[]>>();

/** The project's sample records, made once (the adapter copies them, so stories never share edits). */
export function projectSampleRecords(project: SampleProject): Record<string, Row[]> {
  let records = recordsByProject.get(project);
  if (!records) {
    records = project.records ?? sampleRecords(project.entities, project.lookups);
    recordsByProject.set(project, records);
  }
  return records;
}

export interface SampleAdapterOptions {
  viewer: Viewer;
  language: Language;
  /** Resource codes the screen's menu grants the viewer. */
  resources: string[];
}

/**
 * The memory data adapter over the project's sample records, answering as the server would for the
 * viewer: supplier users see only their supplier's records in the statuses the entity shows them. The
 * documents linked by the sample data (a delivery note and the orders of its lines) show as related documents.
 */
export function createSampleAdapter(project: SampleProject, options: SampleAdapterOptions): MemoryAdapter {
  const records = projectSampleRecords(project);
  return createMemoryAdapter({
    entities: [...project.entities],
    records: structuredClone(records),
    links: sampleDocumentLinks(new EntityCatalog([...project.entities]), records),
    lookups: project.lookups,
    resources: options.resources,
    user: memoryUserOf(options.viewer),
    pending: () => viewerPendingSources(project, options.viewer),
    language: options.language,
    now: () => new Date(SAMPLE_NOW),
  });
}
