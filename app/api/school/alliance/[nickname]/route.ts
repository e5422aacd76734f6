import { allianceParamsSchema } from "@/lib/contracts/alliance";
import { handler } from "@/lib/server/handler/handler";
import { getAllianceByNickname } from "@/lib/server/membership/alliances";

/** `GET /api/school/alliance/{nickname}`: an active alliance; unknown or inactive → 404. */
export const GET = handler({ params: allianceParamsSchema }, ({ params }) => getAllianceByNickname(params.nickname));
