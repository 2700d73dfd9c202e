export { ProfileForm } from './components/profile-form';
