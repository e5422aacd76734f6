import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { LivePlayer } from "@/components/fair/live-player";

describe("the live room's player", () => {
  it("before the room opens: no video and no play button, and when it opens", () => {
    render(<LivePlayer embedUrl={null} opensAt="Lunes 21 de diciembre a las 9:45 a. m." title="Charla" />);
    expect(screen.getByText("La sala se abre 15 minutos antes de la charla.")).toBeInTheDocument();
    expect(screen.getByText("Vuelve el lunes 21 de diciembre a las 9:45 a. m. para ver la transmisión.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Reproducir la transmisión" })).toBeNull();
  });

  it("once open: the video loads only when play is pressed", async () => {
    const user = userEvent.setup();
    const { container } = render(<LivePlayer embedUrl="https://www.youtube-nocookie.com/embed/abcdefgh?autoplay=1&rel=0" title="Charla" />);
    expect(container.querySelector("iframe")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Reproducir la transmisión" }));
    expect(container.querySelector("iframe")?.getAttribute("title")).toBe("Transmisión: Charla");
  });
});
