import simpleRestProvider from 'ra-data-simple-rest';
import { httpClient } from './httpClient';

const API_URL = '/api/admin';

export const dataProvider = simpleRestProvider(API_URL, httpClient);
