import { useCallback, useEffect, useState } from 'react';

/** A table's full-screen mode: toggled from its toolbar, left with Esc (spec 000 §2, §9). */
export function useFullScreen() {
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (!on) return;
    const leave = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOn(false);
    };
    window.addEventListener('keydown', leave);
    return () => window.removeEventListener('keydown', leave);
  }, [on]);
  const toggle = useCallback(() => setOn((current) => !current), []);
  return { on, toggle };
}
