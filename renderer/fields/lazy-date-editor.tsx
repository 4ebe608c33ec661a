// The picker's styles come at once: the stand-in below is drawn with them.
import '@arco-design/web-react/es/DatePicker/style/css.js';
import { ConfigProvider } from '@arco-design/web-react';
import { IconCalendar } from '@arco-design/web-react/icon';
import { lazy, Suspense, useCallback, useContext, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { formatDate } from '../format/format-date';
import { textOf, type EditorProps } from './editor-props';

/*
 * Arco's DatePicker with dayjs and the time picker is about 20 kB gzip, and a list's search form shows its
 * date fields empty: until the user reaches an empty one (pointer over it, focus, touch), it is drawn as the
 * markup the picker renders, and the picker loads then. What was done to the stand-in meanwhile (focus, a click,
 * typed text) is handed to the picker once it is there, so nothing typed is lost.
 */
const DateEditor = lazy(async () => ({ default: (await import('./date-editor')).DateEditor }));

/** What happened to the stand-in before the picker came, and the stand-in itself (the picker is drawn after it). */
interface HandOver {
  standIn: HTMLElement | null;
  focused: boolean;
  clicked: boolean;
  typed: string;
  /** Enter was pressed after the text: the picker takes the text as its value. */
  entered: boolean;
}

/**
 * The date editor: a stand-in until the picker is loaded. An empty search field waits for the user; forms and
 * grid cells, which may be typed into at once, load it as they are drawn.
 */
export function LazyDateEditor(props: EditorProps) {
  const [wanted, setWanted] = useState(() => props.purpose !== 'search' || textOf(props.value) !== '');
  // The stand-in stays mounted (same size, keeping its focus) until the picker is drawn beside it and has taken over.
  const [drawn, setDrawn] = useState(false);
  const handOver = useRef<HandOver>({ standIn: null, focused: false, clicked: false, typed: '', entered: false });
  const pickerDrawn = useCallback(() => setDrawn(true), []);
  return (
    <>
      {!drawn && <DatePickerStandIn {...props} handOver={handOver} onReached={() => setWanted(true)} />}
      {wanted && (
        <Suspense fallback={null}>
          <DateEditor {...props} />
          <HandOverToPicker handOver={handOver} onDone={pickerDrawn} />
        </Suspense>
      )}
    </>
  );
}

/** Arco's picker markup (size, error state, focus ring, calendar icon) around a plain input. */
function DatePickerStandIn({ spec, value, invalid, size, placeholder, handOver, onReached }: EditorProps & {
  handOver: RefObject<HandOver>;
  onReached: () => void;
}) {
  // As the picker: the shell's size and, without a placeholder given, its locale's for the field's mode.
  const config = useContext(ConfigProvider.ConfigContext);
  const mode = spec.dateFormat === 'yyyy' ? 'year' : spec.dateFormat === 'yyyy-MM' ? 'month' : 'date';
  const shownPlaceholder = placeholder ?? config.locale?.DatePicker?.placeholder?.[mode];
  const [typed, setTyped] = useState('');
  const [focused, setFocused] = useState(false);
  const shown = typed || formatDate(value, spec.dateFormat);
  const classes = ['arco-picker', `arco-picker-size-${size ?? config.size ?? 'default'}`, focused && 'arco-picker-focused', invalid && 'arco-picker-error'];
  return (
    <div
      className={classes.filter(Boolean).join(' ')}
      style={{ width: '100%' }}
      ref={(standIn) => {
        handOver.current.standIn = standIn;
      }}
      onPointerEnter={onReached}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        // The picker takes the press: the stand-in may be gone before the mouse events that would follow.
        event.preventDefault();
        handOver.current.clicked = true;
        onReached();
      }}
    >
      <div className="arco-picker-input">
        <input
          placeholder={shownPlaceholder}
          className="arco-picker-start-time"
          value={shown}
          onFocus={() => {
            handOver.current.focused = true;
            setFocused(true);
            onReached();
          }}
          onBlur={() => {
            handOver.current.focused = false;
            setFocused(false);
          }}
          onChange={(event) => {
            handOver.current.typed = event.target.value;
            handOver.current.entered = false;
            setTyped(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // Not the search form's submit yet: the picker, once there, confirms the text first.
            event.preventDefault();
            handOver.current.entered = true;
          }}
        />
      </div>
      <div className="arco-picker-suffix">
        <span className="arco-picker-suffix-icon">
          <IconCalendar />
        </span>
      </div>
    </div>
  );
}

/**
 * Gives the picker, once drawn after the stand-in, the focus, click and text the stand-in received, then has
 * the stand-in removed: both in one layout pass, so no frame shows the two.
 */
function HandOverToPicker({ handOver, onDone }: { handOver: RefObject<HandOver>; onDone: () => void }) {
  useLayoutEffect(() => {
    const { standIn, focused, clicked, typed, entered } = handOver.current;
    const input = standIn?.nextElementSibling?.querySelector<HTMLInputElement>('input.arco-picker-start-time');
    onDone();
    if (!input) return;
    if (focused || clicked) input.focus();
    if (clicked) input.click();
    if (!typed) return;
    // As if typed into the picker, once this commit is over: React reads the input event, the picker the text.
    queueMicrotask(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, typed);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      if (entered) input.dispatchEvent(enterKeyDown());
    });
  }, [handOver, onDone]);
  return null;
}

/** An Enter keydown as Arco's picker reads it (by keyCode, which a constructed event leaves at 0). */
function enterKeyDown(): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', bubbles: true });
  Object.defineProperty(event, 'keyCode', { value: 13 });
  return event;
}
