import { createMemoryAdapter, type MemoryAdapter } from '../../renderer/data/memory-adapter';
import type { Row } from '../../renderer/data/memory/memory-query';
import type { Language } from '../../src/shared/formats/common';
import { SAMPLE_NOW } from '../sample-data/sample-clock';
import { sampleRecords } from '../sample-data/sample-records';
import type { SampleProject } from './sample-project';
import { memoryUserOf, type Viewer } from './viewer';

const recordsByProject = new WeakMap<SampleProject, Record<string, Row[]>>();

/** The project's sample records, made once (the adapter copies them, so stories never share edits). */
export function projectSampleRecords(project: SampleProject): Record<string, Row[]> {
  let records = recordsByProject.get(project);
  if (!records) {
    records = sampleRecords(project.entities, project.lookups);
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
 * viewer: supplier users see only their supplier's records in the statuses the entity shows them.
 */
export function createSampleAdapter(project: SampleProject, options: SampleAdapterOptions): MemoryAdapter {
  return createMemoryAdapter({
    entities: [...project.entities],
    records: structuredClone(projectSampleRecords(project)),
    lookups: project.lookups,
    resources: options.resources,
    user: memoryUserOf(options.viewer),
    language: options.language,
    now: () => new Date(SAMPLE_NOW),
  });
}
