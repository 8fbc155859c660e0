import { useCallback, useState } from 'react';

export interface JobInput {
  url: string;
  description: string;
  coverLetter: boolean;
  setUrl(value: string): void;
  setDescription(value: string): void;
  setCoverLetter(value: boolean): void;
  reset(): void;
}

/** A job URL or a pasted description, never both (docs/product-rules.md 3.2): typing in one clears the other. */
export function useJobInput(): JobInput {
  const [url, setUrlState] = useState('');
  const [description, setDescriptionState] = useState('');
  const [coverLetter, setCoverLetter] = useState(false);

  const setUrl = useCallback((value: string) => {
    setUrlState(value);
    if (value) setDescriptionState('');
  }, []);
  const setDescription = useCallback((value: string) => {
    setDescriptionState(value);
    if (value) setUrlState('');
  }, []);
  const reset = useCallback(() => {
    setUrlState('');
    setDescriptionState('');
    setCoverLetter(false);
  }, []);

  return { url, description, coverLetter, setUrl, setDescription, setCoverLetter, reset };
}
