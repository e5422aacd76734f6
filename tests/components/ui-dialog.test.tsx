import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";

function PhoneModal({ closeOnBackdropClick }: { closeOnBackdropClick?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Completar datos</Button>
      <Dialog open={open} onOpenChange={setOpen} title="Completa estos datos" closeOnBackdropClick={closeOnBackdropClick}>
        <Input label="Correo electrónico" type="email" />
      </Dialog>
    </>
  );
}

describe("Dialog", () => {
  it("opens from its trigger, named by its title and described by its description", async () => {
    const user = userEvent.setup();
    render(
      <Dialog title="Cambia tu futuro ahora" description="Elige tu plan." trigger={<Button>Ver planes</Button>}>
        <p>Contenido</p>
      </Dialog>,
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Ver planes" }));
    const dialog = await screen.findByRole("dialog", { name: "Cambia tu futuro ahora" });
    expect(dialog).toHaveAccessibleDescription("Elige tu plan.");
    expect(screen.getByRole("heading", { name: "Cambia tu futuro ahora" })).toBeInTheDocument();
  });

  it("moves focus inside (to the first field) and traps it there", async () => {
    const user = userEvent.setup();
    render(<PhoneModal />);
    await user.click(screen.getByRole("button", { name: "Completar datos" }));
    const dialog = await screen.findByRole("dialog", { name: "Completa estos datos" });
    const email = screen.getByRole("textbox", { name: "Correo electrónico" });
    await waitFor(() => expect(email).toHaveFocus());

    await user.tab();
    expect(screen.getByRole("button", { name: "Cerrar" })).toHaveFocus();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(email).toHaveFocus();
  });

  it("closes with Escape and gives focus back to the trigger", async () => {
    const user = userEvent.setup();
    render(<PhoneModal />);
    const trigger = screen.getByRole("button", { name: "Completar datos" });
    await user.click(trigger);
    await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it("closes with its “Cerrar” button", async () => {
    const user = userEvent.setup();
    render(<PhoneModal />);
    await user.click(screen.getByRole("button", { name: "Completar datos" }));
    await screen.findByRole("dialog");
    await user.click(screen.getByRole("button", { name: "Cerrar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("closes on a backdrop click by default", async () => {
    const user = userEvent.setup();
    render(<PhoneModal />);
    await user.click(screen.getByRole("button", { name: "Completar datos" }));
    await screen.findByRole("dialog");
    await user.click(screen.getByTestId("dialog-backdrop"));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("stays open on a backdrop click when closeOnBackdropClick is false (spec: phone-completion modal)", async () => {
    const user = userEvent.setup();
    render(<PhoneModal closeOnBackdropClick={false} />);
    await user.click(screen.getByRole("button", { name: "Completar datos" }));
    await screen.findByRole("dialog");
    await user.click(screen.getByTestId("dialog-backdrop"));
    // Give Radix a chance to close it, were it going to.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole("dialog", { name: "Completa estos datos" })).toBeInTheDocument();

    // Escape still closes it.
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("can refuse Escape too", async () => {
    const user = userEvent.setup();
    render(
      <Dialog title="Completa estos datos" defaultOpen closeOnEscape={false} closeOnBackdropClick={false}>
        <p>Necesitamos tu celular.</p>
      </Dialog>,
    );
    await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole("dialog", { name: "Completa estos datos" })).toBeInTheDocument();
  });

  it("renders a footer and hides the close button when asked", async () => {
    render(
      <Dialog title="Revisa tu correo" defaultOpen showCloseButton={false} footer={<Button>Entendido</Button>}>
        <p>Te enviamos un enlace.</p>
      </Dialog>,
    );
    await screen.findByRole("dialog");
    expect(screen.getByRole("button", { name: "Entendido" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cerrar" })).not.toBeInTheDocument();
  });
});
