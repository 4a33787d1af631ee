import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SearchIcon } from '../../ui/icons';

/** The Market screen's search bar: a field-shaped link to /search, named by the text it shows. */
export function SearchEntry() {
  const { t } = useTranslation();
  return (
    <Link to="/search" className="search-entry">
      <SearchIcon />
      <span>{t('search.placeholder')}</span>
    </Link>
  );
}
