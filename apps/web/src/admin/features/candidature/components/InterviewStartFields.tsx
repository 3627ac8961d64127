import { TextField } from '../../../../components/form/TextField';

type Part = 'date' | 'time';

interface InterviewStartFieldsProps {
  /** `yyyy-MM-dd` and `HH:mm` of the browser's zone (`toInstant` makes them an instant). */
  value: Record<Part, string>;
  onChange: (next: Record<Part, string>) => void;
  labels: Record<Part, string>;
  /** The grid column of each input. */
  columns: Record<Part, string>;
  /** What is wrong with the start, shown under the date. */
  error?: string;
}

/** The start of an interview or of a proposed slot: a required date and a required time. */
export function InterviewStartFields({ value, onChange, labels, columns, error }: InterviewStartFieldsProps) {
  return (['date', 'time'] as const).map((part) => (
    <TextField
      key={part}
      type={part}
      label={labels[part]}
      required
      wrapperClassName={columns[part]}
      value={value[part]}
      onChange={(e) => onChange({ ...value, [part]: e.target.value })}
      error={part === 'date' ? error : undefined}
    />
  ));
}
