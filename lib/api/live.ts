import {
  bookingListSchema,
  bookingSchema,
  reviewSchema,
  slotsSchema,
  type Booking,
  type BookingList,
  type BookingRequest,
  type Review,
  type ReviewRequestInput,
  type Slots,
} from "@/lib/contracts/live";
import { serviceBaseUrl } from "@/lib/config/public";
import { api, unwrap } from "./client";

/** `GET /api/live/slots`: free times of the next days (Lima). */
export function fetchFreeSlots(params: { from?: string; days?: number } = {}, signal?: AbortSignal): Promise<Slots> {
  return unwrap(api.main.get("/live/slots", { params, signal }), slotsSchema);
}

/** `GET /api/live/bookings`: own sessions and what the plan has left. */
export function fetchBookings(signal?: AbortSignal): Promise<BookingList> {
  return unwrap(api.main.get("/live/bookings", { signal }), bookingListSchema);
}

/** `POST /api/live/bookings` (members). */
export function bookSession(input: BookingRequest): Promise<Booking> {
  return unwrap(api.main.post("/live/bookings", input), bookingSchema);
}

/** `DELETE /api/live/bookings/{id}` (≥ 24 h before). */
export function cancelSession(id: number): Promise<Booking> {
  return unwrap(api.main.delete(`/live/bookings/${id}`), bookingSchema);
}

/** `POST /api/live/review-requests` (members, one open at a time). */
export function requestResultReview(input: ReviewRequestInput): Promise<Review> {
  return unwrap(api.main.post("/live/review-requests", input), reviewSchema);
}

/** The calendar file of a session (a plain link: the browser downloads it). */
export const bookingIcsUrl = (id: number) => `${serviceBaseUrl.main}/live/bookings/${id}/ics`;
