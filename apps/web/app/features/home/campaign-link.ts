/**
 * A campaign's page (decision 25): /home's campaign view, in the campaign's
 * own module, so a campaign row or slide opens the same page from any module.
 */
export function campaignHref(c: { id: number; moduleId: number | null }): string {
  const query = new URLSearchParams({ data_type: 'campaign', id: String(c.id) });
  if (c.moduleId) query.set('module_id', String(c.moduleId));
  return `/home?${query}`;
}
