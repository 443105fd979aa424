/**
 * Whether an element is on the screen or about to be (within a screen's
 * height of it): false on the server and in the first render in the browser,
 * so hydration matches; true from the first moment it nears, and then for
 * good. Without IntersectionObserver it is near at once.
 */
import { useEffect, useRef, useState } from 'react';

export function useNearScreen<T extends Element>(): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '100% 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}
