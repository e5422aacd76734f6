import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Alert } from "@/components/ui/alert";

describe("Alert", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("uses role alert for errors and role status for the rest", () => {
    render(
      <>
        <Alert variant="error">Usuario o contraseña incorrecto</Alert>
        <Alert variant="success">Datos guardados</Alert>
      </>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Usuario o contraseña incorrecto");
    expect(screen.getByRole("status")).toHaveTextContent("Datos guardados");
  });

  it("hides itself after 3 s and calls onHide once", () => {
    const onHide = vi.fn();
    render(
      <Alert variant="error" onHide={onHide}>
        Usuario o contraseña incorrecto
      </Alert>,
    );
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole("alert")).toBeInTheDocument();
    expect(onHide).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(onHide).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(10_000));
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it("does not restart the countdown when the parent re-renders with a new onHide", () => {
    const { rerender } = render(<Alert onHide={() => {}}>Hola</Alert>);
    act(() => vi.advanceTimersByTime(2000));
    const onHide = vi.fn();
    rerender(<Alert onHide={onHide}>Hola</Alert>);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it("never hides with autoHideMs={0}", () => {
    render(
      <Alert variant="warning" autoHideMs={0}>
        Te falta completar un campo
      </Alert>,
    );
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole("status")).toHaveTextContent("Te falta completar un campo");
  });

  it("honours a custom delay", () => {
    render(<Alert autoHideMs={5000}>Te enviamos un código.</Alert>);
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByRole("status")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("waits while the pointer is on it", () => {
    render(<Alert variant="success">Datos guardados</Alert>);
    const alert = screen.getByRole("status");
    fireEvent.pointerEnter(alert);
    act(() => vi.advanceTimersByTime(10_000));
    expect(alert).toBeInTheDocument();
    fireEvent.pointerLeave(alert);
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("can be closed with its “Cerrar” button", async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    const onHide = vi.fn();
    render(
      <Alert variant="info" dismissible autoHideMs={0} onHide={onHide}>
        Te enviamos un código.
      </Alert>,
    );
    await user.click(screen.getByRole("button", { name: "Cerrar" }));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(onHide).toHaveBeenCalledTimes(1);
  });
});
