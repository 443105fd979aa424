import { data } from 'react-router';
import { NotFoundScreen } from '../features/shell/error-screens.tsx';

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundScreen />;
}
