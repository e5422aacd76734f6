import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

function SubscriptionTabs() {
  return (
    <Tabs defaultValue="premium">
      <TabsList aria-label="Cambia tu futuro ahora">
        <TabsTrigger value="premium">Premium</TabsTrigger>
        <TabsTrigger value="colegio">Colegio</TabsTrigger>
        <TabsTrigger value="padres">Padres</TabsTrigger>
      </TabsList>
      <TabsContent value="premium">Reto bloqueado</TabsContent>
      <TabsContent value="colegio">Ingresa el código de tu colegio</TabsContent>
      <TabsContent value="padres">Acompaña a tu hijo</TabsContent>
    </Tabs>
  );
}

describe("Tabs", () => {
  it("shows a named tab list with the default tab selected and its panel", () => {
    render(<SubscriptionTabs />);
    expect(screen.getByRole("tablist", { name: "Cambia tu futuro ahora" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Premium" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Colegio" })).toHaveAttribute("aria-selected", "false");
    expect(screen.getByRole("tabpanel", { name: "Premium" })).toHaveTextContent("Reto bloqueado");
    expect(screen.queryByText("Ingresa el código de tu colegio")).not.toBeInTheDocument();
  });

  it("switches panels on click", async () => {
    const user = userEvent.setup();
    render(<SubscriptionTabs />);
    await user.click(screen.getByRole("tab", { name: "Colegio" }));
    expect(screen.getByRole("tab", { name: "Colegio" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Colegio" })).toHaveTextContent("Ingresa el código de tu colegio");
    expect(screen.queryByText("Reto bloqueado")).not.toBeInTheDocument();
  });

  it("moves between tabs with the arrow keys, Home and End", async () => {
    const user = userEvent.setup();
    render(<SubscriptionTabs />);
    await user.tab();
    expect(screen.getByRole("tab", { name: "Premium" })).toHaveFocus();

    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Colegio" })).toHaveFocus();
    expect(screen.getByRole("tabpanel", { name: "Colegio" })).toBeInTheDocument();

    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Padres" })).toHaveFocus();

    await user.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "Premium" })).toHaveFocus();
    expect(screen.getByRole("tabpanel", { name: "Premium" })).toBeInTheDocument();
  });

  it("takes the tab panel into the tab order after the tabs", async () => {
    const user = userEvent.setup();
    render(<SubscriptionTabs />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole("tabpanel", { name: "Premium" })).toHaveFocus();
  });
});
