import { fireEvent, render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LazyDateEditor } from '../../../../renderer/fields/lazy-date-editor';
import type { FieldSpec } from '../../../../renderer/fields/field-spec';

const startDate: FieldSpec = {
  name: 'startDate',
  label: { cn: '开始日期', en: 'Start date' },
  kind: 'date',
  integer: false,
  dateFormat: 'yyyy-MM-dd',
  serverSet: false,
  required: false,
};

function SearchDate({ onValue }: { onValue: (value: unknown) => void }) {
  const [value, setValue] = useState<unknown>(null);
  return (
    <LazyDateEditor
      spec={startDate}
      purpose="search"
      size="small"
      placeholder="请选择"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe("a search form's empty date field", () => {
  it("is drawn as the picker's markup until reached, then hands the picker what was typed and the Enter after it", async () => {
    const values: unknown[] = [];
    const { container } = render(<SearchDate onValue={(value) => values.push(value)} />);
    const standIn = container.querySelector<HTMLInputElement>('.arco-picker.arco-picker-size-small input.arco-picker-start-time');
    expect(standIn?.placeholder).toBe('请选择');
    expect(container.querySelector('.arco-picker-suffix-icon .arco-icon-calendar')).toBeTruthy();

    // Typed and confirmed before the picker has come: nothing is lost.
    fireEvent.focus(standIn as HTMLInputElement);
    fireEvent.change(standIn as HTMLInputElement, { target: { value: '2026-01-05' } });
    fireEvent.keyDown(standIn as HTMLInputElement, { key: 'Enter' });

    await waitFor(() => expect(values).toEqual(['2026-01-05']));
    const pickers = container.querySelectorAll('.arco-picker');
    expect(pickers).toHaveLength(1);
    expect(pickers[0].querySelector('input')?.value).toBe('2026-01-05');
  });
});
