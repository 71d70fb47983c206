import { LoaderCircle } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { cn } from "@/lib/cn";
import { Button } from "../ui/Button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../ui/Dialog";
import { FieldLabel } from "../ui/FieldLabel";
import { type ProfileFormErrors, type ProfileFormValues, validateProfile } from "./profileForm";
import { updateProfileDialogText as text } from "./UpdateProfileDialog.text";

export interface UpdateProfileDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the form starts with each time it opens: the signed-in user's details. */
  initial: ProfileFormValues;
  /** Valid, trimmed values. */
  onSubmit: (values: ProfileFormValues) => void;
  /** The update is being sent: Save waits. */
  busy?: boolean;
}

/** docs/product.md § Settings and § Validation: the update-profile modal; nothing is sent until both fields are valid. */
export function UpdateProfileDialog({
  open,
  onOpenChange,
  initial,
  onSubmit,
  busy = false,
}: UpdateProfileDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={text.close}>
        <DialogTitle>{text.title}</DialogTitle>
        <DialogDescription>{text.description}</DialogDescription>
        {/* Radix unmounts the content when closed, so the form starts afresh on every opening. */}
        <ProfileForm initial={initial} onSubmit={onSubmit} busy={busy} />
      </DialogContent>
    </Dialog>
  );
}

function ProfileForm({
  initial,
  onSubmit,
  busy,
}: {
  initial: ProfileFormValues;
  onSubmit: (values: ProfileFormValues) => void;
  busy: boolean;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ProfileFormErrors>({});

  const change = (field: keyof ProfileFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = validateProfile(values);
    setErrors(found);
    if (found.firstName || found.email) {
      const first = found.firstName ? "firstName" : "email";
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onSubmit({ firstName: values.firstName.trim(), email: values.email.trim() });
  };

  return (
    // The form shows its own messages in the spec's words instead of the browser's bubbles.
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <ProfileField
        name="firstName"
        label={text.firstName}
        autoComplete="given-name"
        value={values.firstName}
        error={errors.firstName}
        onChange={(value) => change("firstName", value)}
      />
      <ProfileField
        name="email"
        type="email"
        label={text.email}
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onChange={(value) => change("email", value)}
      />
      <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
        {busy ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
        {text.submit}
      </Button>
    </form>
  );
}

function ProfileField({
  name,
  label,
  type = "text",
  autoComplete,
  value,
  error,
  onChange,
}: {
  name: keyof ProfileFormValues;
  label: string;
  type?: "text" | "email";
  autoComplete: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const errorId = useId();
  return (
    <div className="flex flex-col gap-1">
      <FieldLabel htmlFor={id} required className="text-gray-800">
        {label}
      </FieldLabel>
      <input
        id={id}
        name={name}
        type={type}
        required
        autoComplete={autoComplete}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={cn(
          "h-10 w-full rounded-lg border px-3 text-sm text-gray-900",
          error ? "border-danger-600" : "border-gray-300",
        )}
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
