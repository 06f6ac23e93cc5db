import { useNavigate } from 'react-router-dom';
import { SearchBox } from '@chulo/ui';

/** The header's order lookup: any non-empty id goes to that order's page (SPEC §2). */
export function SearchOrder() {
  const navigate = useNavigate();
  return <SearchBox label="Search Order" onSearch={(id) => void navigate(`/order/${encodeURIComponent(id)}`)} />;
}
