import { useFormField } from '../../components/ui/form';
import { UploadField } from '../../components/ui/upload-field/upload-field';

type Props = {
  name: string;
  label: string;
  required?: boolean;
  isPublic?: boolean;
  isViewableByAnyUser?: boolean;
  /** The stored image's URL while the value is still the stored one. */
  storedKey?: string | null;
  storedUrl?: string | null;
};

/** An upload bound to a value of the shared Form: the object id, or null. */
export function FormUploadField({
  name,
  label,
  required,
  isPublic,
  isViewableByAnyUser,
  storedKey,
  storedUrl,
}: Props) {
  const field = useFormField<string | null>(name);
  return (
    <UploadField
      label={label}
      value={field.value}
      onChange={field.setValue}
      isPublic={isPublic}
      isViewableByAnyUser={isViewableByAnyUser}
      required={required}
      disabled={field.disabled}
      error={field.error}
      previewUrl={field.value && field.value === storedKey ? storedUrl : undefined}
    />
  );
}
