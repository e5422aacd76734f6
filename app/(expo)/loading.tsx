export { RouteLoading as default } from "@/components/layout/route-loading";
