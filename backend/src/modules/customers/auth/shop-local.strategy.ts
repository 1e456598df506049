import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import type { Customer } from '../entities/customer.entity';
import { ShopAuthService } from '../shop-auth.service';

export const SHOP_LOCAL_STRATEGY = 'shop-local';

@Injectable()
export class ShopLocalStrategy extends PassportStrategy(Strategy, SHOP_LOCAL_STRATEGY) {
  constructor(private readonly auth: ShopAuthService) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
  }

  validate(request: Request, email: string, password: string): Promise<Customer> {
    return this.auth.verifyCredentials(email, password, request.ip ?? '');
  }
}
