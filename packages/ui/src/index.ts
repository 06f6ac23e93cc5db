/**
 * @chulo/ui: Chulo Pizza's UI kit. Components take props and call callbacks; they know nothing of
 * a store, a router or an API. Styles come from `@chulo/ui/theme.css` (the tokens) through the
 * app's Tailwind, which must also scan this package's files (see the README).
 */
export { Alert, type AlertProps } from './Alert.tsx';
export { Badge, type BadgeProps, type BadgeTone } from './Badge.tsx';
export { Button, type ButtonProps } from './Button.tsx';
export type { ButtonVariant } from './button-classes.ts';
export { Card, type CardProps } from './Card.tsx';
export { Checkbox, type CheckboxProps } from './Checkbox.tsx';
export { type DeliveryDay, DeliveryTimeField, type DeliveryTimeFieldProps } from './DeliveryTimeField.tsx';
export { ClosuresEditor, closureProblem, type ClosuresEditorProps } from './ClosuresEditor.tsx';
export { ConnectionNote, type ConnectionNoteProps } from './ConnectionNote.tsx';
export { CopyField, type CopyFieldProps, type CopyState } from './CopyField.tsx';
export { DateRangePicker, addDays, type DateRange, type DateRangePickerProps } from './DateRangePicker.tsx';
export { EmptyState, type EmptyStateProps } from './EmptyState.tsx';
export { ErrorPanel, type ErrorPanelProps } from './ErrorPanel.tsx';
export { FormField, type FormFieldProps } from './FormField.tsx';
export { HoursEditor, type HoursEditorProps } from './HoursEditor.tsx';
export { LinkButton, type LinkButtonProps } from './LinkButton.tsx';
export { LiveIndicator, type LiveState } from './LiveIndicator.tsx';
export { LoadingOverlay } from './LoadingOverlay.tsx';
export { Notice, type NoticeProps } from './Notice.tsx';
export { OrderTicket, type OrderTicketProps, type TicketLine } from './OrderTicket.tsx';
export { OptionGroup, type Option, type OptionGroupProps } from './OptionGroup.tsx';
export { PhotoPicker, type PhotoPickerProps } from './PhotoPicker.tsx';
export { PizzaPicture, type PizzaPhoto, type PizzaPictureProps } from './PizzaPicture.tsx';
export { type PaymentAction, PaymentPanel, type PaymentPanelProps } from './PaymentPanel.tsx';
export { Price, type PriceProps } from './Price.tsx';
export { QuantityStepper, type QuantityStepperProps } from './QuantityStepper.tsx';
export { SearchBox, type SearchBoxProps } from './SearchBox.tsx';
export { Sheet, type SheetProps } from './Sheet.tsx';
export { ShopLogo } from './ShopLogo.tsx';
export { SkipLink } from './SkipLink.tsx';
export { Spinner } from './Spinner.tsx';
export { Switch, type SwitchProps } from './Switch.tsx';
export { TextField, type TextFieldProps } from './TextField.tsx';
export { Toast, type ToastProps } from './Toast.tsx';
