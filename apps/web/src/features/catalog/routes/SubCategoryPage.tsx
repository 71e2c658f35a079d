import { useParams } from 'react-router';
import { SubCategoryView } from '../components/SubCategoryView';

/** `/category/{name}/{subCategoryId}`: a sub-category's images and videos. */
export function SubCategoryPage() {
  const { name, subCategoryId = '' } = useParams();
  return <SubCategoryView key={subCategoryId} subCategoryId={subCategoryId} nameFromUrl={name} />;
}
