import { useEffect, useState } from 'react';
import { BPM_ENTITIES } from '../../../src/shared/bpm/bpm-entities';
import { useDataAdapter } from '../../context/data-adapter-context';
import { useScreenContext } from '../../context/screen-context';

export interface Choice {
  value: string;
  label: string;
}

/** What the approver pickers offer (bpmProcessModelRestful/findApproverChoices); empty lists until read, or when refused. */
export interface ApproverChoices {
  users: Choice[];
  roles: Choice[];
  processRoles: Choice[];
  documents: { entity: string; label: string; userFields: Choice[]; editableFields: Choice[] }[];
}

const NONE: ApproverChoices = { users: [], roles: [], processRoles: [], documents: [] };

/** Reads the choices once per process key under the designer's menu; a refusal leaves the pickers free text only. */
export function useApproverChoices(processKey: string): ApproverChoices {
  const adapter = useDataAdapter();
  const { menu } = useScreenContext();
  const [choices, setChoices] = useState<ApproverChoices>(NONE);
  useEffect(() => {
    let cancelled = false;
    void adapter
      .request<ApproverChoices>({ service: 'bpm', resource: `${BPM_ENTITIES.model}Restful`, operation: 'findApproverChoices', body: { processKey }, menu })
      .then((answer) => {
        if (!cancelled && answer.status === 'S') setChoices(answer.data);
      });
    return () => {
      cancelled = true;
    };
  }, [adapter, menu, processKey]);
  return choices;
}

/** Choices offered for one field picker: the union over the bound document types, each value once. */
export function fieldChoices(choices: ApproverChoices, pick: 'userFields' | 'editableFields'): Choice[] {
  const seen = new Map<string, Choice>();
  for (const document of choices.documents) for (const choice of document[pick]) if (!seen.has(choice.value)) seen.set(choice.value, choice);
  return [...seen.values()];
}
