import { InputSwitch, type InputSwitchProps } from 'primereact/inputswitch';

/**
 * PrimeReact's switch with one accessible control: its input is the switch (role="switch" with
 * aria-checked); the theme's outer box also claims role="checkbox", which nests one control in
 * another for screen readers (axe: nested-interactive), so the box drops its role here.
 */
export function Switch(props: InputSwitchProps) {
  return <InputSwitch {...props} pt={{ root: { role: undefined, 'aria-checked': undefined } }} />;
}
