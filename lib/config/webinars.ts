/**
 * Minutes before the start from which the enrolled see the join link. Apart from the webinar
 * contracts (zod) so that the schedule's cards read it without zod in the page's first load.
 */
export const JOIN_OPENS_MINUTES = 15;
