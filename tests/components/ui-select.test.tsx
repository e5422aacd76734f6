import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Select } from "@/components/ui/select";

const GRADES = [
  { value: "5", label: "5.º de secundaria" },
  { value: "4", label: "4.º de secundaria" },
  { value: "3", label: "3.º de secundaria" },
];

describe("Select", () => {
  it("is a native select named by its label, listing the options", () => {
    render(<Select label="Grado" name="grade" options={GRADES} />);
    const select = screen.getByRole("combobox", { name: "Grado" });
    expect(select).toHaveAttribute("name", "grade");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(GRADES.map((g) => g.label));
  });

  it("starts on the placeholder, which cannot be chosen again", async () => {
    const user = userEvent.setup();
    render(<Select label="Grado" options={GRADES} placeholder="Elige tu grado" />);
    const select = screen.getByRole("combobox", { name: "Grado" });
    expect(select).toHaveDisplayValue("Elige tu grado");
    expect(screen.getByRole("option", { name: "Elige tu grado" })).toBeDisabled();
    await user.selectOptions(select, "4");
    expect(select).toHaveValue("4");
  });

  it("shows the error at the field", () => {
    render(<Select label="Grado" options={GRADES} placeholder="Elige tu grado" error="Elige tu grado de estudios" />);
    const select = screen.getByRole("combobox", { name: "Grado" });
    expect(select).toHaveAttribute("aria-invalid", "true");
    expect(select).toHaveAccessibleDescription("Elige tu grado de estudios");
  });
});
