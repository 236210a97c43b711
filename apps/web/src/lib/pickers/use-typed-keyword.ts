import { useEffect, useState } from 'react';

/** Typing pauses this long before a select's search is sent. */
export const TYPED_KEYWORD_DELAY_MS = 300;

/**
 * The keyword a searchable select sends to the server: what was typed, trimmed, once typing has paused for
 * {@link TYPED_KEYWORD_DELAY_MS}, so a request goes out per pause rather than per keystroke. Returns the keyword ('' for
 * none) and the function to hand antd's `showSearch.onSearch`.
 */
export function useTypedKeyword(
  delayMs = TYPED_KEYWORD_DELAY_MS,
): [keyword: string, type: (text: string) => void] {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [typed, delayMs]);
  return [keyword, setTyped];
}
