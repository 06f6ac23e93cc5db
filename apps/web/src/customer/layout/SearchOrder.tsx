import { useNavigate } from 'react-router-dom';
import { SearchBox } from '@chulo/ui';
import { ORDER_SEARCH_FIELD, orderPath, SCREEN_PATHS } from '../../router/screens.ts';

/** The header's order lookup: any non-empty id goes to that order's page (SPEC §2); a plain form does the same without JavaScript. */
export function SearchOrder() {
  const navigate = useNavigate();
  return (
    <SearchBox
      label="Search Order"
      action={SCREEN_PATHS.orderSearch}
      name={ORDER_SEARCH_FIELD}
      onSearch={(id) => void navigate(orderPath(id))}
    />
  );
}
