import { useCallback, useState } from 'react';

/** A cow list's search text and page: a new search starts on the first page, past which fewer matches may end. */
export function useCowSearch() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const onSearch = useCallback((text: string) => {
    setSearch(text);
    setPage(0);
  }, []);
  return { search, onSearch, page, setPage };
}
