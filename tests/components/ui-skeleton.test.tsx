import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FairPageSkeleton } from "@/components/fair/fair-skeleton";
import { LiveRoomSkeleton } from "@/components/fair/live-skeleton";
import { CardGridSkeleton, ListSkeleton, PanelSkeleton, SkeletonBlock, SkeletonRegion, TableSkeleton } from "@/components/ui/skeleton";

const shapes = [
  ["ListSkeleton", <ListSkeleton key="list" />],
  ["TableSkeleton", <TableSkeleton key="table" />],
  ["CardGridSkeleton", <CardGridSkeleton key="grid" />],
  ["CardGridSkeleton stat", <CardGridSkeleton key="stat" stat />],
  ["PanelSkeleton", <PanelSkeleton key="panel" chart />],
  ["FairPageSkeleton", <FairPageSkeleton key="fair" />],
  ["LiveRoomSkeleton", <LiveRoomSkeleton key="live" />],
] as const;

describe("skeletons", () => {
  it.each(shapes)("%s is one busy live region that says «Cargando…» and hides its shapes", (_, element) => {
    render(element);
    const region = screen.getByRole("status");
    expect(region).toHaveAttribute("aria-busy", "true");
    expect(region).toHaveAttribute("aria-live", "polite");
    // Screen readers hear only the label; the label is not shown.
    expect(region).toHaveTextContent(/^Cargando[^…]*…$/);
    expect(within(region).getByText(/^Cargando/)).toHaveClass("sr-only");
    const shapesBox = region.querySelector('[aria-hidden="true"]');
    expect(shapesBox).not.toBeNull();
    // The shapes are drawn, but out of the accessibility tree…
    expect(shapesBox!.querySelectorAll(".animate-pulse").length).toBeGreaterThan(0);
    // …and every pulse stops when the visitor asks for reduced motion.
    for (const block of shapesBox!.querySelectorAll(".animate-pulse")) expect(block).toHaveClass("motion-reduce:animate-none");
  });

  it("takes the label of what loads", () => {
    render(<ListSkeleton label="Cargando tus pagos…" items={2} />);
    expect(screen.getByRole("status")).toHaveTextContent("Cargando tus pagos…");
  });

  it("draws as many rows, cards and panels as asked", () => {
    const { container } = render(
      <>
        <ListSkeleton items={4} />
        <TableSkeleton rows={5} columns={3} toolbar={false} />
        <CardGridSkeleton cards={6} />
        <PanelSkeleton panels={2} />
      </>,
    );
    const [list, table, grid, panels] = screen.getAllByRole("status").map((r) => r.querySelector('[aria-hidden="true"]')!);
    expect(list.children).toHaveLength(4);
    // The header row and five rows, three cells each.
    const tableFrame = table.querySelector(".rounded-card")!;
    expect(tableFrame.children).toHaveLength(6);
    expect(tableFrame.children[1].children).toHaveLength(3);
    expect(grid.firstElementChild!.children).toHaveLength(6);
    expect(panels.children).toHaveLength(2);
    expect(container.querySelectorAll('[role="status"]')).toHaveLength(4);
  });

  it("composes bare shapes inside one region, so a screen reader hears one «Cargando…»", () => {
    render(
      <SkeletonRegion label="Cargando el panel…">
        <SkeletonBlock className="h-8 w-64" />
        <CardGridSkeleton bare stat cards={4} />
        <TableSkeleton bare />
      </SkeletonRegion>,
    );
    expect(screen.getAllByRole("status")).toHaveLength(1);
    expect(screen.getByRole("status")).toHaveTextContent("Cargando el panel…");
  });
});
