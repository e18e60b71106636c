// The items the search family's unit tests search: five CMS-like pages with a text field, a number and a date, and
// the route that lists them (its item schema's fields as a contract's would compile).

import type { CompiledRoute } from '../../contracts/types.ts';
import { searchRoute, type Row } from './fake-list.ts';

export const PAGES: Row[] = [
  { id: 1, identifier: 'no-route', title: '404 Not Found', position: 10, creation_time: '2024-01-01 10:00:00' },
  { id: 2, identifier: 'home', title: 'Home page', position: 20, creation_time: '2024-01-02 10:00:00' },
  { id: 3, identifier: 'enable-cookies', title: 'Enable Cookies', position: 30, creation_time: '2024-01-03 10:00:00' },
  { id: 4, identifier: 'privacy', title: 'Privacy Policy', position: 20, creation_time: '2024-01-04 10:00:00' },
  { id: 5, identifier: 'hd-page', title: 'HD Page', position: 40, creation_time: '2024-01-05 10:00:00' },
];

export const PAGES_ROUTE: CompiledRoute = searchRoute('/V1/cmsPage/search', {
  criteria: { id: 'page_id' },
  fields: [
    { name: 'id', type: 'integer' },
    { name: 'identifier', type: 'string' },
    { name: 'title', type: 'string' },
    { name: 'position', type: 'integer' },
    { name: 'creation_time', type: 'string' },
  ],
});

/** The columns of the pages' fake table: the criteria name the id page_id. */
export const PAGE_COLUMNS = { page_id: 'id' };
