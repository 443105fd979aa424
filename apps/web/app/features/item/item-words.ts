/**
 * The item view's words (options, add-ons, badges), for the views that show
 * it on any page — the quick view and the cart's line editor: their chunks
 * bring them (decision 14), the product page's loader sends its own.
 */
import { provideMessages } from '../../i18n/t.ts';
import * as catalogWords from '../catalog/messages.ts';
import * as itemWords from './messages.ts';

provideMessages(itemWords);
provideMessages(catalogWords);
