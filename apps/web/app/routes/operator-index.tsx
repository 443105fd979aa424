/** `/operator`: the board is the console's first page (the layout shows the sign-in until the token is given). */
import { redirect } from 'react-router';
import { readOperatorToken } from '../features/operator/operator.server.ts';
import type { Route } from './+types/operator-index';

export function loader({ request }: Route.LoaderArgs) {
  return readOperatorToken(request) ? redirect('/operator/orders') : null;
}

/** Nothing of its own: signed out, the layout shows the sign-in in its place. */
export default function OperatorIndex() {
  return null;
}
