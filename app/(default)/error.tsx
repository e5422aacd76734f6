"use client";

import { RouteError } from "@/components/layout/route-error";

/** Errors inside this group's pages (Next requires the directive in the file itself). */
export default RouteError;
