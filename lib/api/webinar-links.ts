import { serviceBaseUrl } from "@/lib/config/public";

/**
 * The talk's calendar file and the enrolled's way in (plain links): apart from lib/api/webinars so
 * that the schedule's cards link to them without the API client in the page's first load.
 */
export const webinarIcsUrl = (id: number) => `${serviceBaseUrl.main}/webinars/${id}/ics`;
export const webinarJoinUrl = (id: number) => `${serviceBaseUrl.main}/webinars/${id}/join`;
