import { zodResolver } from "@/lib/client/zod-resolver";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { Input } from "@/components/ui/input";

describe("Input", () => {
  it("is named by its label", () => {
    render(<Input label="Nombre" name="name" />);
    expect(screen.getByRole("textbox", { name: "Nombre" })).toHaveAttribute("name", "name");
  });

  it("keeps a visually hidden label as the accessible name", () => {
    render(<Input label="Buscar institución" hideLabel type="search" />);
    expect(screen.getByRole("searchbox", { name: "Buscar institución" })).toBeInTheDocument();
    expect(screen.getByText("Buscar institución")).toHaveClass("sr-only");
  });

  it("describes the field with its hint", () => {
    render(<Input label="Contraseña" type="password" hint="Mínimo 6 caracteres." />);
    expect(screen.getByLabelText("Contraseña")).toHaveAccessibleDescription("Mínimo 6 caracteres.");
  });

  it("shows the error at the field, marks it invalid and describes it", () => {
    render(<Input label="Correo electrónico" type="email" hint="Te enviaremos un código." error="Email no es válido" />);
    const input = screen.getByRole("textbox", { name: "Correo electrónico" });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Te enviaremos un código. Email no es válido");
    expect(screen.getByText("Email no es válido")).toBeVisible();
  });

  it("is not marked invalid without an error", () => {
    render(<Input label="Correo electrónico" type="email" error={null} />);
    expect(screen.getByRole("textbox", { name: "Correo electrónico" })).not.toHaveAttribute("aria-invalid");
  });

  it("shows a success message only while there is no error", () => {
    const { rerender } = render(<Input label="Correo" success="Correo válido" />);
    expect(screen.getByRole("textbox", { name: "Correo" })).toHaveAccessibleDescription("Correo válido");
    rerender(<Input label="Correo" success="Correo válido" error="Email no es válido" />);
    expect(screen.queryByText("Correo válido")).not.toBeInTheDocument();
  });

  it("keeps ids unique when two fields share a name", () => {
    render(
      <>
        <Input label="Correo de inicio" name="email" error="Error A" />
        <Input label="Correo de registro" name="email" error="Error B" />
      </>,
    );
    expect(screen.getByRole("textbox", { name: "Correo de inicio" })).toHaveAccessibleDescription("Error A");
    expect(screen.getByRole("textbox", { name: "Correo de registro" })).toHaveAccessibleDescription("Error B");
  });

  it("works with react-hook-form: register, zod message at the field, focus on the error, input kept", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    const schema = z.object({ email: z.email("Email no es válido") });

    function LoginForm() {
      const {
        register,
        handleSubmit,
        formState: { errors },
      } = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { email: "" } });
      return (
        <form onSubmit={handleSubmit(onValid)} noValidate>
          <Input label="Correo electrónico" type="email" {...register("email")} error={errors.email?.message} />
          <button type="submit">Entrar</button>
        </form>
      );
    }

    render(<LoginForm />);
    const input = screen.getByRole("textbox", { name: "Correo electrónico" });
    await user.type(input, "ana@correo");
    await user.click(screen.getByRole("button", { name: "Entrar" }));

    expect(await screen.findByText("Email no es válido")).toBeVisible();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveFocus();
    expect(input).toHaveValue("ana@correo");
    expect(onValid).not.toHaveBeenCalled();

    await user.type(input, ".pe");
    await user.click(screen.getByRole("button", { name: "Entrar" }));
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0][0]).toEqual({ email: "ana@correo.pe" });
  });
});
