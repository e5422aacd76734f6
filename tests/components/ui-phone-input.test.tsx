import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { PhoneInput, toPhoneValue, type PhoneValue } from "@/components/ui/phone-input";

function lastValue(onChange: ReturnType<typeof vi.fn>): PhoneValue {
  return onChange.mock.calls.at(-1)?.[0] as PhoneValue;
}

describe("PhoneInput", () => {
  it("starts on Peru (+51), listed first, with country names in Spanish", () => {
    render(<PhoneInput />);
    const country = screen.getByRole("combobox", { name: "País" });
    expect(country).toHaveValue("PE");
    expect(country).toHaveDisplayValue("Perú (+51)");
    const options = screen.getAllByRole("option");
    expect(options[0]).toHaveTextContent("Perú (+51)");
    expect(options.length).toBeGreaterThan(200);
    expect(screen.getByRole("option", { name: "España (+34)" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Estados Unidos (+1)" })).toBeInTheDocument();
    expect(screen.getByText("+51")).toBeInTheDocument();
  });

  it("has a phone-friendly number box named by its label", () => {
    render(<PhoneInput label="Celular" />);
    const input = screen.getByRole("textbox", { name: "Celular" });
    expect(input).toHaveAttribute("type", "tel");
    expect(input).toHaveAttribute("inputmode", "tel");
    expect(input).toHaveAttribute("autocomplete", "tel-national");
    expect(screen.getByRole("group", { name: "Celular" })).toContainElement(input);
  });

  it("reports a valid Peruvian mobile: 987654321 → +51987654321", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PhoneInput onChange={onChange} />);
    await user.type(screen.getByRole("textbox", { name: "Celular" }), "987654321");
    expect(lastValue(onChange)).toEqual({
      country: "PE",
      callingCode: "51",
      nationalNumber: "987654321",
      e164: "+51987654321",
      isValid: true,
    });
  });

  it("accepts spaces while typing", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PhoneInput onChange={onChange} />);
    const input = screen.getByRole("textbox", { name: "Celular" });
    await user.type(input, "987 654 321");
    expect(input).toHaveValue("987 654 321");
    expect(lastValue(onChange)).toMatchObject({ nationalNumber: "987654321", e164: "+51987654321", isValid: true });
  });

  it("reports 12345 as invalid, with no E.164", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PhoneInput onChange={onChange} />);
    await user.type(screen.getByRole("textbox", { name: "Celular" }), "12345");
    expect(lastValue(onChange)).toMatchObject({ country: "PE", nationalNumber: "12345", e164: null, isValid: false });
  });

  it("treats a Lima landline as invalid for a mobile (9 digits starting with 9)", () => {
    expect(toPhoneValue("PE", "12345678").isValid).toBe(false);
    expect(toPhoneValue("PE", "12345678", { mobileOnly: false }).isValid).toBe(true);
    expect(toPhoneValue("PE", "887654321").isValid).toBe(false);
    expect(toPhoneValue("PE", "98765432").isValid).toBe(false);
  });

  it("changes the calling code when the country changes", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PhoneInput onChange={onChange} />);
    const country = screen.getByRole("combobox", { name: "País" });
    await user.selectOptions(country, "US");
    expect(country).toHaveDisplayValue("Estados Unidos (+1)");
    expect(screen.getByText("+1")).toBeInTheDocument();
    expect(screen.queryByText("+51")).not.toBeInTheDocument();
    expect(lastValue(onChange)).toMatchObject({ country: "US", callingCode: "1" });

    await user.type(screen.getByRole("textbox", { name: "Celular" }), "2015550123");
    expect(lastValue(onChange)).toMatchObject({ country: "US", callingCode: "1", e164: "+12015550123", isValid: true });
  });

  it("re-validates the typed number against the new country", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PhoneInput onChange={onChange} />);
    await user.type(screen.getByRole("textbox", { name: "Celular" }), "987654321");
    expect(lastValue(onChange).isValid).toBe(true);
    await user.selectOptions(screen.getByRole("combobox", { name: "País" }), "AR");
    expect(lastValue(onChange)).toMatchObject({ country: "AR", callingCode: "54", isValid: false, e164: null });
  });

  it("picks the country from a pasted international number", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PhoneInput onChange={onChange} />);
    const input = screen.getByRole("textbox", { name: "Celular" });
    await user.click(input);
    await user.paste("+34 612 34 56 78");
    expect(screen.getByRole("combobox", { name: "País" })).toHaveValue("ES");
    expect(input).toHaveValue("612345678");
    expect(lastValue(onChange)).toMatchObject({ country: "ES", callingCode: "34", e164: "+34612345678", isValid: true });
  });

  it("starts from a stored E.164 number", () => {
    render(<PhoneInput defaultValue="+51987654321" />);
    expect(screen.getByRole("combobox", { name: "País" })).toHaveValue("PE");
    expect(screen.getByRole("textbox", { name: "Celular" })).toHaveValue("987654321");
  });

  it("shows the error passed to it, at the field", () => {
    const message = "Tu celular es inválido, coloca el código de país correctamente";
    render(<PhoneInput error={message} />);
    const input = screen.getByRole("textbox", { name: "Celular" });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(message);
    expect(screen.getByText(message)).toBeVisible();
  });

  it("gives its ref to the number box, so a form can focus it", () => {
    let element: HTMLInputElement | null = null;
    render(<PhoneInput ref={(node) => void (element = node)} />);
    expect(element).toBe(screen.getByRole("textbox", { name: "Celular" }));
  });
});
