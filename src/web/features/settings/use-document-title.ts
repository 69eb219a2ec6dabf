import { useEffect } from 'react';
import { formatDocumentTitle } from '../../../shared/document-title';
import { useLeagueName } from './api';

/** Sets <title> for the page: "Sign in · Riverside Football Club". */
export function useDocumentTitle(page?: string): void {
  const leagueName = useLeagueName();
  useEffect(() => {
    document.title = formatDocumentTitle(page, leagueName);
  }, [page, leagueName]);
}
